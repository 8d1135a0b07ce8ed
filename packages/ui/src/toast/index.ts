// @venue/ui/toast: the toast list alone, for the elements' shared runtime (the toast viewport every page
// has). Through `@venue/ui` the whole kit would join the runtime's static graph (see @venue/core/runtime).
export { ToastList, TOAST_DEFAULT_DURATION_MS, type ToastListProps, type ToastView, type ToastType } from './ToastList';
