import { style } from '@vanilla-extract/css';

/** The wrapper of a part waiting to be seen adds no box: its content stays the grid or flex item it was. */
export const contents = style({ display: 'contents' });
