// Checks each generated file: well-formed XML, the card contract, safety, and the size budget.

export const MAX_BYTES = 40 * 1024;

const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[a-zA-Z][\w:-]*="[^"<]*")*)\s*(\/?)>/y;
const TEXT = /[^<]+/y;
const ATTR = /([a-zA-Z][\w:-]*)="([^"<]*)"/g;
const ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;
const FORBIDDEN_TAGS = new Set(['script', 'image', 'foreignObject', 'iframe', 'a', 'style']);

/** Throws with the file name and reason when the SVG breaks any rule. */
export function validateSvg(name: string, svg: string): void {
  const fail = (why: string): never => {
    throw new Error(`${name}: ${why}`);
  };
  const bytes = Buffer.byteLength(svg);
  if (bytes > MAX_BYTES) fail(`${bytes} bytes exceeds ${MAX_BYTES}`);
  if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800"')) {
    fail('must start with the svg root, xmlns and viewBox 0 0 600 800');
  }
  const stack: string[] = [];
  const ids = new Set<string>();
  const refs: string[] = [];
  let pos = 0;
  let roots = 0;
  const body = svg.trimEnd();
  while (pos < body.length) {
    TAG.lastIndex = pos;
    const tag = TAG.exec(body);
    if (tag) {
      const [whole, closing, tagName = '', attrText = '', selfClosing] = tag;
      if (FORBIDDEN_TAGS.has(tagName)) fail(`forbidden <${tagName}>`);
      if (closing) {
        if (stack.pop() !== tagName) fail(`mismatched </${tagName}> at ${pos}`);
      } else {
        if (stack.length === 0) roots++;
        const seen = new Set<string>();
        for (const [, key = '', value = ''] of attrText.matchAll(ATTR)) {
          if (seen.has(key)) fail(`duplicate attribute ${key} at ${pos}`);
          seen.add(key);
          if (/^on/i.test(key)) fail(`event handler attribute ${key}`);
          if (ENTITY.test(value)) fail(`bare & in attribute at ${pos}`);
          if (key === 'id') {
            if (ids.has(value)) fail(`duplicate id ${value}`);
            ids.add(value);
          }
          if (key === 'href' || key === 'xlink:href') {
            if (!value.startsWith('#')) fail(`external reference ${value}`);
            refs.push(value.slice(1));
          }
          for (const m of value.matchAll(/url\(([^)]*)\)/g)) {
            const target = m[1] ?? '';
            if (!target.startsWith('#')) fail(`external url(${target})`);
            refs.push(target.slice(1));
          }
        }
        if (!selfClosing) stack.push(tagName);
      }
      pos += whole.length;
      continue;
    }
    TEXT.lastIndex = pos;
    const text = TEXT.exec(body);
    if (!text) fail(`unparseable markup at ${pos}: ${body.slice(pos, pos + 40)}`);
    const content = text?.[0] ?? '';
    if (stack.length === 0 && content.trim()) fail('text outside the root element');
    if (ENTITY.test(content)) fail(`bare & in text at ${pos}`);
    pos += content.length;
  }
  if (stack.length) fail(`unclosed <${stack.join('> <')}>`);
  if (roots !== 1) fail(`expected one root element, found ${roots}`);
  if (!/<svg[^>]*><title>[^<]+<\/title>/.test(svg)) fail('the first child must be a <title>');
  for (const ref of refs) if (!ids.has(ref)) fail(`reference to missing #${ref}`);
}
