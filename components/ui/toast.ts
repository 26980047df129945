import hotToast from "react-hot-toast/headless";
import { ToastList } from "./toast-list";
import { provideToaster } from "./toaster-slot";

// Whatever can raise a toast imports this module, and so brings the toaster that shows it.
provideToaster(ToastList);

/** react-hot-toast's toast (its headless build, drawn by ./toast-list.tsx): import it from here. */
export const toast = hotToast;
