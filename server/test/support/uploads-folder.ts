/**
 * Waits (up to 10 s, for a busy machine) until an uploads folder holds these files again, then
 * asserts it: a refused upload's partial file is removed as its stream fails, a moment after the
 * answer has been sent.
 */
export async function settlesTo(files: () => string[], expected: string[]): Promise<void> {
  for (let tries = 0; tries < 200 && JSON.stringify(files()) !== JSON.stringify(expected); tries++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(files()).toEqual(expected);
}
