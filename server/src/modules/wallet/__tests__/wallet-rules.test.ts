import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { displayFileName, DocumentCheck, documentKindOfBytes, documentKindOfName } from '../wallet-document.js';
import { withFormPrice } from '../wallet-form.js';

describe('displayFileName', () => {
  test.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\ana\\ticket.PNG', 'ticket.PNG'],
    ['..\\..\\evil.jpg', 'evil.jpg'],
    ['.hidden.pdf', 'hidden.pdf'],
    ['tab\there\r\n"quoted".pdf', 'tabherequoted.pdf'],
    ['bidi\u202Efdp.exe', 'bidifdp.exe'],
    ['Zürich – boarding pass.pdf', 'Zürich – boarding pass.pdf'],
    ['   ', ''],
  ])('%j is shown as %j', (raw, shown) => {
    expect(displayFileName(raw)).toBe(shown);
  });

  test('a long name is cut to 255 characters, keeping its extension', () => {
    const shown = displayFileName(`${'a'.repeat(400)}.jpeg`);
    expect(shown).toHaveLength(255);
    expect(shown.endsWith('a.jpeg')).toBe(true);
  });
});

describe('document kinds', () => {
  test('the extension decides what the bytes must be', () => {
    expect(documentKindOfName('a.PDF')).toBe('pdf');
    expect(documentKindOfName('a.jpg')).toBe('jpeg');
    expect(documentKindOfName('a.jpeg')).toBe('jpeg');
    expect(documentKindOfName('a.png')).toBe('png');
    for (const name of ['a.gif', 'a.pdf.exe', 'pdf', '.png', 'a.svg', 'a.html']) expect(() => documentKindOfName(name)).toThrow('Only PDF, JPG and PNG files can be uploaded');
  });

  test('the opening bytes say what a file is', () => {
    expect(documentKindOfBytes(Buffer.from('%PDF-1.7'))).toBe('pdf');
    expect(documentKindOfBytes(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpeg');
    expect(documentKindOfBytes(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(documentKindOfBytes(Buffer.from('<svg onload=alert(1)>'))).toBeUndefined();
    expect(documentKindOfBytes(Buffer.from('%PDF'))).toBeUndefined();
  });

  test('DocumentCheck passes a good file through byte for byte, however it is split', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const check = new DocumentCheck('png');
    const out = await buffer(Readable.from([png.subarray(0, 1), png.subarray(1, 5), png.subarray(5)]).pipe(check));
    expect(out).toEqual(png);
    expect(check.bytes).toBe(png.length);
  });

  test('DocumentCheck fails the stream as soon as the file passes its limit', async () => {
    const check = new DocumentCheck('pdf', 10);
    await expect(buffer(Readable.from([Buffer.from('%PDF-1.4'), Buffer.from('12345')]).pipe(check))).rejects.toThrow('File too large: the limit is 5 MB');
  });
});

describe("an upload form's price", () => {
  test.each([
    [' 89.90 ', 89.9],
    ['12', 12],
    ['', null],
    ['   ', null],
    // not a plain decimal: left as text, for the item's rules to refuse
    ['1e-300', '1e-300'],
    ['12,50', '12,50'],
    ['-5', '-5'],
  ])('%j is read as %j', (typed, read) => {
    expect(withFormPrice({ title: 'Louvre', price: typed })).toEqual({ title: 'Louvre', price: read });
  });

  test('a price sent as a number, no price and data that is not an object pass untouched', () => {
    const data = { title: 'Louvre', price: 12.5 };
    expect(withFormPrice(data)).toBe(data);
    expect(withFormPrice({ title: 'Louvre' })).toEqual({ title: 'Louvre' });
    expect(withFormPrice(['12'])).toEqual(['12']);
    expect(withFormPrice(null)).toBeNull();
  });
});
