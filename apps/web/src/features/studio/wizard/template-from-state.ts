import { findTemplate, type Template } from '@greetly/domain';

/** The template passed by the gallery (`navigate(path, { state: { template } })`), if valid. */
export function templateFromState(state: unknown): Template | undefined {
  if (typeof state !== 'object' || state === null || !('template' in state)) return undefined;
  const { template } = state as { template: unknown };
  if (typeof template !== 'object' || template === null || !('id' in template)) return undefined;
  const { id } = template as { id: unknown };
  return typeof id === 'number' ? findTemplate(id) : undefined;
}
