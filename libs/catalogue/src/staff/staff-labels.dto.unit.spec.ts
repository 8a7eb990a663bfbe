import { readInput } from '@shop/common';
import { inputErrors } from '../../../../test/support/dto';
import { UpdateLabelDto } from './staff-labels.dto';

describe('the staff label form', () => {
  const notText = "Ce champ n'est pas une chaîne de caractères valide.";

  it('takes texts as texts, trimmed', async () => {
    expect(await readInput(UpdateLabelDto, { version: 3, name: '  Cœurs Vaillants ', catch_phrase: '' })).toMatchObject({ version: 3, name: 'Cœurs Vaillants', catch_phrase: '' });
  });

  it('refuses a JSON number where a text is expected, never making `-1` a name', async () => {
    expect(await inputErrors(UpdateLabelDto, { version: 3, name: -1 })).toEqual({ name: [notText] });
    expect(await inputErrors(UpdateLabelDto, { version: 3, catch_phrase: 42, global_message: false, css: 0 })).toEqual({
      catch_phrase: [notText],
      global_message: [notText],
      css: [notText],
    });
  });
});
