/** The accountant's CSV as text: rupees with two decimals in integers, RFC 4180 quoting, and no formula injection. */
import { describe, expect, it } from 'vitest';
import { registerCsv, rupees, type RegisterRow } from '../src/invoices/invoice-register';

const totals = (amountPaise: number) => ({ taxablePaise: amountPaise - 100, cgstPaise: 50, sgstPaise: 50, igstPaise: 0, taxPaise: 100, amountPaise });

describe('the invoice register CSV', () => {
  it('writes paise as rupees with two decimals, negative ones too', () => {
    expect([0, 5, 100, 12345, 100000000, -5, -179800].map(rupees)).toEqual(['0.00', '0.05', '1.00', '123.45', '1000000.00', '-0.05', '-1798.00']);
  });

  it('quotes commas, quotes and line breaks, and defuses text a spreadsheet would run', () => {
    const row: RegisterRow = { document: 'Invoice', number: 'BSI/26-27/000001', date: '2026-11-24', orderId: 42, bookingId: null, customer: '=HYPERLINK("x"), "Ravi"', buyerGstin: '', placeOfSupply: 'Jammu, Kashmir\nand Ladakh', paymentMethod: 'cash_on_delivery', totals: totals(179800) };
    const [header, line] = registerCsv([row]).split('\r\n');
    expect(header).toBe('Document,Number,Date,Order,Customer,Buyer GSTIN,Place of supply,Payment method,Taxable value,CGST,SGST,IGST,Total,Booking');
    expect(registerCsv([row]).endsWith('\r\n')).toBe(true);
    expect(line).toBe(`Invoice,BSI/26-27/000001,2026-11-24,42,"'=HYPERLINK(""x""), ""Ravi""",,"Jammu, Kashmir\nand Ladakh",Cash on delivery,1797.00,0.50,0.50,0.00,1798.00,`);
  });

  it("names a business buyer's GSTIN, for the accountant's B2B return", () => {
    const row: RegisterRow = { document: 'Invoice', number: 'BSI/26-27/000002', date: '2026-11-24', orderId: 43, bookingId: null, customer: 'Ravi', buyerGstin: '27AAPFU0939F1ZV', placeOfSupply: 'Maharashtra', paymentMethod: 'online', totals: totals(179800) };
    expect(registerCsv([row]).split('\r\n')[1]).toBe('Invoice,BSI/26-27/000002,2026-11-24,43,Ravi,27AAPFU0939F1ZV,Maharashtra,Online,1797.00,0.50,0.50,0.00,1798.00,');
  });

  it('leaves a site survey fee’s order empty and names its booking last', () => {
    const row: RegisterRow = { document: 'Credit note', number: 'BCN/26-27/000003', date: '2026-11-24', orderId: null, bookingId: 7, customer: 'Asha', buyerGstin: '', placeOfSupply: 'Maharashtra', paymentMethod: 'online', totals: totals(-49900) };
    expect(registerCsv([row]).split('\r\n')[1]).toBe('Credit note,BCN/26-27/000003,2026-11-24,,Asha,,Maharashtra,Online,-500.00,0.50,0.50,0.00,-499.00,7');
  });
});
