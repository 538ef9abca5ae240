import 'react-toastify/dist/ReactToastify.css';
import { ToastContainer } from '../lib/toast';

/** The spec's toast defaults: top-right, closing after 5 seconds. */
export default function Toasts() {
  return <ToastContainer position="top-right" autoClose={5000} theme="colored" />;
}
