import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2'], minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space['2'], fontWeight: vars.font.weight.semibold, color: vars.color.text.default });

export const photos = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const photo = style({ display: 'grid', justifyItems: 'center', gap: vars.space['1'] });

export const thumb = style({ width: '72px', height: '72px', objectFit: 'cover', borderRadius: vars.radius.md, border: `1px solid ${vars.color.border.default}` });
