/** The screens of this area (spec section 2, reservation layout). */
export const PERSONAL_INFO_PATH = '/reservation/personal-info';
export const FORGOT_ADDRESS_PATH = '/reservation/forgot-address';
export const FORGOT_ADDRESS_RESULTS_PATH = '/reservation/forgot-address-results';
