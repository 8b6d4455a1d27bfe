/** One face a model found in an image, with what the quality check and the match need. */
export type DetectedFace = {
  /** The face box in the image's pixels (after its EXIF rotation): left, top, width, height. */
  box: { x: number; y: number; width: number; height: number };
  /** The detector's confidence, 0 to 1. */
  score: number;
  /** The face descriptor; two of one person are close in Euclidean distance. */
  descriptor: Float32Array;
  /** Mean luma of the face box, 0 (black) to 1 (white). */
  brightness: number;
  /** Variance of the Laplacian of the face box scaled to 128 pixels (higher: sharper). */
  sharpness: number;
  /**
   * The model's real-face score, 0 to 1 (anti-spoofing and liveness: low for a photo of a photo or a
   * screen), or null when the driver has no such model.
   */
  liveness: number | null;
};

export type FaceAnalysis = { width: number; height: number; faces: DetectedFace[] };

/**
 * A face model that runs on this server (decision 120): nothing is sent to a cloud service and nothing is
 * downloaded at run time. Driver: local-face-model.ts (@vladmandic/face-api's and @vladmandic/human's
 * models, shipped in their npm packages, on TensorFlow.js's WebAssembly backend).
 */
export type FaceModel = {
  /** The model and version a descriptor belongs to: descriptors of two models are never compared. */
  readonly name: string;
  /** Loads the model once (the first analysis waits for it); the server calls it at start. */
  warmUp(): Promise<void>;
  /** Every face of a JPEG or PNG image; one image at a time per process (calls wait their turn). */
  analyze(image: Buffer): Promise<FaceAnalysis>;
};
