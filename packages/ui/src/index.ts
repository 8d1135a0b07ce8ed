export {
  Button,
  ButtonLink,
  buttonClassName,
  type ButtonProps,
  type ButtonLinkProps,
  type ButtonVariant,
} from './button/Button';
export { Spinner, type SpinnerProps } from './spinner/Spinner';
export {
  ToastList,
  TOAST_DEFAULT_DURATION_MS,
  type ToastListProps,
  type ToastView,
  type ToastType,
} from './toast/ToastList';
export { Modal, type ModalProps } from './modal/Modal';
export { SlideOver, type SlideOverProps, type SlideOverWidth } from './slide-over/SlideOver';
export { Tooltip, type TooltipProps, type TooltipTriggerProps } from './tooltip/Tooltip';
export { Breadcrumb, type BreadcrumbProps, type Crumb } from './breadcrumb/Breadcrumb';
export { Price, type PriceProps, type PriceMoney } from './price/Price';
export { DateStrip, type DateStripProps } from './date-strip/DateStrip';
export { TextField, type TextFieldProps } from './fields/TextField';
export { TextArea, type TextAreaProps } from './fields/TextArea';
export { Select, type SelectProps, type SelectOption } from './fields/Select';
export { Checkbox, type CheckboxProps } from './fields/Checkbox';
export { FieldFrame, type FieldCommonProps, type ControlWiring } from './fields/FieldFrame';
export { validateText, validateChoice, type TextRules } from './fields/validation';
export { useFocusTrap } from './internal/useFocusTrap';
export { useStableId } from './internal/useStableId';
export { deepActiveElement, focusableIn } from './internal/focus';
export * from './styles';
