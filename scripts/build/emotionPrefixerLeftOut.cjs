// A webpack loader for @emotion/cache's browser build (decision 082): the site's cache names its
// own stylis plugin, so emotion's default prefixer, and the prefix table it carries, are used only
// by a cache made without plugins (emotion's own default, which no part of the site renders under).
// Such a cache gets none instead, and the minifier drops the prefixer. Fails the build when the
// line is not found, so that a new emotion is looked at again, not shipped unchanged.
const DEFAULT_PLUGINS = 'var stylisPlugins = options.stylisPlugins || defaultStylisPlugins;';

module.exports = function emotionPrefixerLeftOut(source) {
  if (!source.includes(DEFAULT_PLUGINS)) {
    throw new Error(
      `${this.resourcePath}: emotion's default stylis plugins are no longer chosen as the site expects (decision 082)`,
    );
  }
  return source.replace(DEFAULT_PLUGINS, 'var stylisPlugins = options.stylisPlugins || [];');
};
