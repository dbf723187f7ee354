import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../TextField/FieldParts/FieldParts.css';

/** The field box, growing by hand only downwards so it cannot break the layout sideways. */
export const textArea = style([
  control,
  {
    display: 'block',
    resize: 'vertical',
    minHeight: '5.5rem',
    lineHeight: vars.font.lineHeight.body,
  },
]);
