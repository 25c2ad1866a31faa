// The web-components project's test environment: Vitest's own jsdom environment imports `jsdom`
// from Vitest's folder, but npm installs jsdom under apps/web (it is the web app's dev
// dependency), so this one imports it from here and otherwise does what Vitest's does.
import { JSDOM } from 'jsdom';
import { populateGlobal } from 'vitest/runtime';

/** @type {import('vitest/runtime').Environment} */
export default {
  name: 'jsdom',
  viteEnvironment: 'client',
  async setup(global) {
    const dom = new JSDOM('<!DOCTYPE html>', {
      url: 'http://localhost:3000',
      pretendToBeVisual: true,
      runScripts: 'dangerously',
    });
    const { keys, originals } = populateGlobal(global, dom.window, { bindFunctions: true });
    global.jsdom = dom;
    return {
      teardown(global) {
        dom.window.close();
        delete global.jsdom;
        for (const key of keys) delete global[key];
        originals.forEach((value, key) => {
          global[key] = value;
        });
      },
    };
  },
};
