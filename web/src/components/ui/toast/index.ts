export { Toaster } from './toaster';
export { useToast } from './use-toast';
