import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEMPLATE_COUNT } from '@greetly/domain';
import { describe, expect, it } from 'vitest';
import { caption, headline } from './compose.ts';
import { clearance, LINE_GAP, layoutProblems, SIDE_MARGIN, union, withInk } from './ink.ts';
import { curlyStreamer } from './motifs/party.ts';
import { NAMES_MODULE, namesModule, renderTemplates, TEMPLATES_DIR } from './render.ts';
import { validateSvg } from './validate.ts';

const rendered = renderTemplates();

describe('the 68 template artworks', () => {
  it('are all drawn, and the files served are the ones the designs draw', () => {
    expect(rendered).toHaveLength(TEMPLATE_COUNT);
    for (const { file, svg } of rendered) {
      validateSvg(file, svg);
      expect(
        readFileSync(join(TEMPLATES_DIR, file), 'utf8'),
        `${file} is stale: npm run templates`,
      ).toBe(svg);
    }
    expect(readFileSync(NAMES_MODULE, 'utf8'), 'names are stale: npm run templates').toBe(
      namesModule(rendered),
    );
  });

  it('keep every line of words clear of the others, of streamers, and of the edges', () => {
    const problems = rendered.flatMap((t) => t.problems.map((p) => `#${t.id}: ${p}`));
    expect(problems).toEqual([]);
  });
});

describe('the layout check', () => {
  const ink = (draw: () => string[]) => withInk(draw).ink;

  it('finds a headline whose descenders sit on the tagline under it', () => {
    const found = layoutProblems(
      ink(() => [
        headline('Happy Birthday', { face: 'pacifico', size: 60, y: 700, attrs: {} }),
        caption('wishing you a wonderful year', 300, 712, { size: 15, fill: '#000' }),
      ]),
    );
    expect(found).toEqual(['"Happy Birthday" touches "wishing you a wonderful year"']);
  });

  it('finds two headlines set so close that one’s descenders land on the other', () => {
    const found = layoutProblems(
      ink(() => [
        headline('Happy', { face: 'pacifico', size: 80, y: 625, attrs: {} }),
        headline('Boyfriend’s Day', { face: 'pacifico', size: 66, y: 705, attrs: {} }),
      ]),
    );
    expect(found).toEqual(['"Happy" touches "Boyfriend’s Day"']);
  });

  it('finds lettering run out to the sides, and a streamer across the words', () => {
    expect(
      layoutProblems(
        ink(() => [
          headline('Happy New Year', {
            face: 'serifItalic',
            size: 90,
            y: 400,
            maxWidth: 560,
            attrs: {},
          }),
        ]),
      ),
    ).toEqual([expect.stringMatching(/^"Happy New Year" comes within \d+ of the side$/)]);
    expect(
      layoutProblems(
        ink(() => [
          headline('CONGRATULATIONS', { face: 'serif', size: 34, y: 625, attrs: {} }),
          curlyStreamer([300, 700], -90, 130, 10, 3),
        ]),
      ),
    ).toEqual(['"CONGRATULATIONS" touches "streamer"']);
  });

  it('opens up a stacked headline until each line clears the one above', () => {
    const [happy, birthday] = ink(() => [
      headline(['Happy', 'Birthday'], {
        face: 'pacifico',
        size: 84,
        y: 300,
        leading: 0.7,
        attrs: {},
      }),
    ]);
    expect(clearance(happy?.boxes ?? [], birthday?.boxes ?? [])).toBeLessThanOrEqual(0);
    expect(union(birthday?.boxes ?? []).y0).toBeGreaterThan(300 + 0.7 * 84 - 84);
  });

  it('keeps a wide headline inside the margins by its ink, not its advance widths', () => {
    const [line] = ink(() => [
      headline('Merry & Bright', { face: 'pacifico', size: 120, y: 200, attrs: {} }),
    ]);
    const box = union(line?.boxes ?? []);
    expect(box.x0).toBeGreaterThanOrEqual(SIDE_MARGIN);
    expect(600 - box.x1).toBeGreaterThanOrEqual(SIDE_MARGIN);
    expect(Math.abs(box.x0 - (600 - box.x1))).toBeLessThan(1);
    expect(LINE_GAP).toBeGreaterThan(0);
  });
});
