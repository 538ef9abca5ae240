import 'react-toastify/dist/ReactToastify.css';
import { ToastContainer } from '../lib/toast';

/**
 * Toasts top-right, closing after 5 seconds, in the app's palette and below the top bar (the
 * colours and the placement are set in styles.css, "Toasts"): the light theme's surface and
 * ink follow the app's own theme, so one setting serves light and dark.
 */
export default function Toasts() {
  return <ToastContainer position="top-right" autoClose={5000} theme="light" />;
}
