// The contract's types, generated from openapi.yaml by openapi-typescript. Types only, so a browser
// bundle that imports them carries nothing; the document itself is in '@shop/contracts/document'.
import type { components } from './generated/schema';

export type { components, operations, paths } from './generated/schema';

/** A schema of openapi.yaml by its name in `components.schemas`: `Schema<'Product'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
