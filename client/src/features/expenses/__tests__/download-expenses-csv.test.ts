import { downloadExpensesCsv, fileNameOf } from '../download-expenses-csv';

describe('the CSV download', () => {
  it('reads the file name from the Content-Disposition header, quoted or not', () => {
    expect(fileNameOf('attachment; filename=expenses-lisbon.csv')).toBe('expenses-lisbon.csv');
    expect(fileNameOf('attachment; filename="expenses lisbon.csv"')).toBe('expenses lisbon.csv');
    expect(fileNameOf(`attachment; filename="expenses-s-o-paulo.csv"; filename*=UTF-8''expenses-s%C3%A3o-paulo.csv`)).toBe('expenses-são-paulo.csv');
    expect(fileNameOf('attachment')).toBeUndefined();
  });

  it('sends the bearer token, and saves the answer under the name the server gives', async () => {
    window.localStorage.setItem('authToken', 'token-1');
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:expenses'), revokeObjectURL: jest.fn() });
    const fetchImpl = jest.fn(async () => new Response('Day,Title\n1,Dinner\n', { headers: { 'Content-Disposition': 'attachment; filename=expenses-lisbon.csv' } }));
    await downloadExpensesCsv('trip-1', fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith('/api/trips/trip-1/expenses.csv', { headers: { Authorization: 'Bearer token-1' }, credentials: 'include' });
    expect(clicked).toEqual(['expenses-lisbon.csv']);
    click.mockRestore();
    window.localStorage.clear();
  });

  it("says why when the server refuses", async () => {
    const fetchImpl = jest.fn(async () => new Response(JSON.stringify({ error: 'forbidden', message: "A trip's expenses are private" }), { status: 403 }));
    await expect(downloadExpensesCsv('trip-1', fetchImpl as unknown as typeof fetch)).rejects.toMatchObject({ status: 403, message: "A trip's expenses are private" });
  });
});
