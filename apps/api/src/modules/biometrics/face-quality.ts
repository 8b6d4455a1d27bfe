import { FACE_QUALITY, type TFaceQualityIssue } from '@hospedar/contracts/biometrics/constants';
import type { TFaceQualityReport } from '@hospedar/contracts/biometrics/index-biometrics';
import type { DetectedFace, FaceAnalysis } from '../../adapters/face/face-model.ts';
import { HttpError } from '../../http-error.ts';

/**
 * Below this variance of the Laplacian (face box at 128 pixels) a face is too blurred to describe well.
 * Sharp phone and camera faces measure 100 to 1,000; the bench's Gaussian blur of radius 4 about 10.
 */
export const MIN_FACE_SHARPNESS = 25;

/**
 * Below this real-face score (the lower of Human's anti-spoofing and liveness models) an image is taken
 * for a photo of a photo or a screen. Kept low (decision 124): genuine camera photos scored 0.27 to 1.0
 * in the bench, so only the clearest spoofs are refused; it is no defence against a determined attacker.
 */
export const MIN_FACE_LIVENESS = 0.2;

/** A face smaller than half the minimum is background, not a second person in front of the camera. */
const countedFaces = (faces: DetectedFace[]) =>
  faces.filter((face) => face.box.width >= FACE_QUALITY.minFaceSidePx / 2);

/** The one face of an image fit to describe, or the issues that make it unfit (FACE_QUALITY_ISSUES order). */
export function checkFaceQuality(
  analysis: FaceAnalysis,
): { face: DetectedFace; issues: [] } | { face: null; issues: TFaceQualityIssue[] } {
  const faces = countedFaces(analysis.faces);
  if (faces.length === 0) {
    return { face: null, issues: [analysis.faces.length > 0 ? 'faceTooSmall' : 'noFace'] };
  }
  if (faces.length > 1) return { face: null, issues: ['manyFaces'] };
  const [face] = faces as [DetectedFace];
  const issues: TFaceQualityIssue[] = [];
  if (face.box.width < FACE_QUALITY.minFaceSidePx) issues.push('faceTooSmall');
  if (face.sharpness < MIN_FACE_SHARPNESS) issues.push('blurry');
  if (face.brightness < FACE_QUALITY.minBrightness) issues.push('tooDark');
  if (face.brightness > FACE_QUALITY.maxBrightness) issues.push('tooBright');
  if (face.liveness !== null && face.liveness < MIN_FACE_LIVENESS) issues.push('notLive');
  return issues.length === 0 ? { face, issues: [] } : { face: null, issues };
}

export const poorImageQuality = (issues: TFaceQualityIssue[]) =>
  new HttpError(400, 'POOR_IMAGE_QUALITY', `The face image is not good enough: ${issues.join(', ')}.`, {
    issues,
  });

export const qualityReport = (face: DetectedFace): TFaceQualityReport => ({
  faceSidePx: Math.round(face.box.width),
  brightness: Math.round(face.brightness * 1000) / 1000,
  sharpness: Math.round(face.sharpness),
  liveness: face.liveness === null ? null : Math.round(face.liveness * 1000) / 1000,
});
