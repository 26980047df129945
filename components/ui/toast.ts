import hotToast, { Toaster } from "react-hot-toast";
import { provideToaster } from "./toaster-slot";

// Whatever can raise a toast imports this module, and so brings the toaster that shows it.
provideToaster(Toaster);

/** react-hot-toast's toast; import it from here rather than from the library. */
export const toast = hotToast;
