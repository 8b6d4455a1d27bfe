import { describe, expect, it } from 'vitest';
import { cameraErrorKey } from './camera-error-text.ts';

const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Version/17.0 Mobile Safari/604.1';
const INSTAGRAM = 'Mozilla/5.0 (iPhone) AppleWebKit Mobile/15E148 Instagram 312.0.0';

describe('cameraErrorKey', () => {
  it.each([
    ['CAMERA_ERROR:MEDIA_REJECTED', SAFARI, 'MEDIA_REJECTED'],
    ['CAMERA_ERROR:NO_MEDIA', SAFARI, 'NO_MEDIA'],
    ['CAMERA_ERROR:NotReadableError', SAFARI, 'NotReadableError'],
    ['CAMERA_ERROR:OverconstrainedError', SAFARI, 'generic'],
    ['CAMERA_ERROR:MEDIA_REJECTED', INSTAGRAM, 'inAppBrowser'],
    ['CAMERA_ERROR:NO_MEDIA', INSTAGRAM, 'inAppBrowser'],
    ['CAMERA_ERROR:NotReadableError', INSTAGRAM, 'NotReadableError'],
  ] as const)('%s in %s → %s', (code, userAgent, key) => {
    expect(cameraErrorKey(code, userAgent)).toBe(key);
  });
});
