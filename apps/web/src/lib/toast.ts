// The unstyled build does not inject a <style> element at run time; its CSS is bundled by App.tsx.
export { toast, ToastContainer } from 'react-toastify/unstyled';
