/** Every route of spec section 2, as paths the screens navigate to. Patterns live in src/app/router.tsx. */
export const PATHS = {
  root: '/',
  welcome: '/welcome',
  welcomeMenu: '/welcome/menu',
  findYourReservation: '/welcome/find-your-reservation',
  multiReservation: '/welcome/multi-reservation',
  reservationFinish: '/welcome/reservation/finish',
  pinValidation: '/welcome/validate/pin',
  onlineServices: '/welcome/online-services',
  onboarding: '/welcome/onboarding',
  /** The face screens take a strategy: facialRecognition (search by face) or takePicture (register). */
  faceInstructions: '/welcome/facial-recognition-instructions',
  takePictureInstructions: '/welcome/take-picture-instructions',
  faceRecognition: '/welcome/face-recognition',
  takePicture: '/welcome/take-picture',
  home: '/home',
  dataValidation: '/data-validation',
  tokenValidation: '/token-validation',
  personDataValidation: '/person-data-validation',
  personTokenValidation: '/person-token-validation',
  homeNotification: '/home/notification',
  documentScan: '/document-scan',
  reservation: '/reservation',
  personalInfo: '/reservation/personal-info',
  signature: '/reservation/signature',
  accommodation: '/reservation/accommodation',
  warranty: '/reservation/warranty',
  checkout: '/checkout',
  notFound: '/error/not-found',
  serverError: '/error/server-error',
} as const;

export type TPathMarks = {
  isCheckout: boolean;
  isDocumentScan: boolean;
  isError: boolean;
  isPinLink: boolean;
};

export function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The signed-in screens that draw a guest's record first: the guest list and the guest flow's steps. */
export function drawsGuestRecord(pathname: string): boolean {
  return isUnder(pathname, PATHS.home) || isUnder(pathname, PATHS.reservation);
}

/** Guard 1 (and the hook point of guard 2): what kind of path the visitor entered by. */
export function markPath(pathname: string): TPathMarks {
  return {
    isCheckout: isUnder(pathname, PATHS.checkout),
    isDocumentScan: isUnder(pathname, PATHS.documentScan),
    isError: isUnder(pathname, '/error'),
    isPinLink: /^\/welcome\/validate\/pin\/[^/]+\/?$/.test(pathname),
  };
}
