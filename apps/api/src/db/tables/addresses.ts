/** A customer's saved delivery addresses (India only). */
import { PINCODE_PATTERN as PINCODE } from '@shop/rules';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, filledText, id, updatedAt } from './columns';
import { TEXT_LIMITS } from './values';

/** The shop's PIN code rule, as a PostgreSQL regular expression (the same text reads the same in both). */
export const PINCODE_PATTERN = PINCODE.source;

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    /** First address line; the documents call it `address`. */
    address: text('address').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    check('addresses_full_name_filled', filledText(t.fullName, TEXT_LIMITS.personName)),
    check('addresses_phone_filled', filledText(t.phone, TEXT_LIMITS.phone)),
    check('addresses_address_filled', filledText(t.address, TEXT_LIMITS.addressLine)),
    check('addresses_address_line2_size', sql`char_length(${t.addressLine2}) <= ${sql.raw(String(TEXT_LIMITS.addressLine))}`),
    check('addresses_city_filled', filledText(t.city, TEXT_LIMITS.place)),
    check('addresses_state_filled', filledText(t.state, TEXT_LIMITS.place)),
    check('addresses_zip_code_pincode', sql`${t.zipCode} ~ ${sql.raw(`'${PINCODE_PATTERN}'`)}`),
  ],
);
