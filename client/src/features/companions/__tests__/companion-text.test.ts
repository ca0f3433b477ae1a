import { partText, roleLabel, sharedByText, withNamesText } from '../companion-text';

describe('companion wordings', () => {
  it('names the parts', () => {
    expect(roleLabel('owner')).toBe('Owner');
    expect(roleLabel('editor')).toBe('Editor');
    expect(roleLabel('viewer')).toBe('Viewer');
    expect(partText('editor')).toBe('as an editor: you can change the plan and the wallet');
    expect(partText('viewer')).toBe('as a viewer: you can see the plan and the wallet');
  });

  it("says who shared a trip, and with whom the owner shares one", () => {
    expect(sharedByText('ana', 'editor')).toBe('Shared by ana · Editor');
    expect(withNamesText(['ben'])).toBe('With ben');
    expect(withNamesText(['ben', 'cleo'])).toBe('With ben and cleo');
    expect(withNamesText(['ben', 'cleo', 'dan'])).toBe('With ben, cleo and dan');
  });
});
