import { style } from '@vanilla-extract/css';

/** The anchor of a control waiting for its code adds no box: the control stays the grid or flex item it was. */
export const noBox = style({ display: 'contents' });
