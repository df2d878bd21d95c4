export { Toaster } from './toaster';
export { useToast, type UseToast } from './use-toast';
export { dismissToast, toast, type ToastHandle, type ToastOptions, type ToastVariant } from './toast-store';
