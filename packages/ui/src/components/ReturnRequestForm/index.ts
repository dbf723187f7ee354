export {
  ReturnRequestForm,
  type ReturnReason,
  type ReturnRequestFieldErrors,
  type ReturnRequestFormLabels,
  type ReturnRequestFormProps,
  type ReturnRequestValue,
  type ReturnPhotoView,
  type ReturnWanted,
  type ReturnableLine,
} from './ReturnRequestForm';
