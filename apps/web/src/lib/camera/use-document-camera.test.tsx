import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeCameraEnvironment, stubVideoPlayback } from '../../test/fake-media.ts';
import type { TCameraEnvironment } from './document-camera.ts';
import { useDocumentCamera } from './use-document-camera.ts';

function Probe({ env }: { env: TCameraEnvironment }) {
  const camera = useDocumentCamera(env);
  return (
    <>
      <video ref={camera.videoRef} />
      <p>{camera.status}</p>
      <p>{camera.errorCode ?? 'no error'}</p>
    </>
  );
}

describe('useDocumentCamera', () => {
  it('is pending, then live, and stops the tracks on unmount', async () => {
    stubVideoPlayback();
    const { env, stop } = fakeCameraEnvironment();
    const view = render(<Probe env={env} />);
    expect(screen.getByText('pending')).toBeInTheDocument();
    expect(await screen.findByText('live')).toBeInTheDocument();
    view.unmount();
    expect(stop).toHaveBeenCalled();
  });

  it('reports the error code when the guest refuses', async () => {
    stubVideoPlayback();
    const { env } = fakeCameraEnvironment({ fail: 'NotAllowedError' });
    render(<Probe env={env} />);
    await waitFor(() => expect(screen.getByText('error')).toBeInTheDocument());
    expect(screen.getByText('CAMERA_ERROR:MEDIA_REJECTED')).toBeInTheDocument();
  });
});
