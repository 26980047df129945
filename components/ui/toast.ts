import hotToast from "react-hot-toast";
import { TOAST_REQUESTED } from "./toast-event";

const announce = () => window.dispatchEvent(new Event(TOAST_REQUESTED));

/** react-hot-toast's success and error toasts; use these rather than importing the library directly. */
export const toast = {
  success(message: string) {
    announce();
    return hotToast.success(message);
  },
  error(message: string) {
    announce();
    return hotToast.error(message);
  },
};
