// Unit tests that render into a DOM wait for what appears later (a view loaded on demand, an
// answer from a stand-in) with Testing Library's `findBy…` and `waitFor`. Their default
// second is a race with a loaded machine: a lazy chunk took longer than that in a full run
// beside other work. They wait up to 15 s instead; a test that passes is no slower.
if ('document' in globalThis) {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 15_000 });
}
