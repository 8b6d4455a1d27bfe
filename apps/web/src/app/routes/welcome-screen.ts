/**
 * The welcome screen and its layout, one lazy module: the first route most guests open loads in one
 * file, which the server's page preloads (decision 263), instead of two found one after the other.
 */
export { WelcomeLayout } from '../layouts/welcome-layout.tsx';
export { WelcomeRoute } from '../../features/welcome/welcome-route.tsx';
