import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Compiler, type Configuration } from 'webpack';
import 'webpack-dev-server';
import { CHUNK_SCRIPTS_FILE, SERVER_LISTED_CHUNKS } from './src/app/pageChunks';

const root = __dirname;

/** A file of react-router's production build. */
const reactRouterBuild = (file: string) =>
  path.join(root, 'node_modules', 'react-router', 'dist', 'production', file);
const outputDir = path.join(root, 'dist', 'website');
const apiServer = 'http://localhost:3000';

/** Libraries every route needs: one long-lived chunk that changes only with their versions. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-redux|redux|redux-thunk|redux-persist|@reduxjs[\\/]toolkit|immer|reselect|use-sync-external-store)[\\/]/;

/**
 * Writes the stats the bundle budget needs (entry points, chunk groups, chunk files) next to the
 * output folder, outside what is served: dist/stats.json for the site.
 */
class WriteStatsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('WriteStatsPlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        entrypoints: true,
        chunkGroups: true,
        chunks: true,
        ids: true,
        publicPath: true,
        outputPath: true,
      });
      const statsFile = path.join(compiler.outputPath, '..', 'stats.json');
      fs.mkdirSync(path.dirname(statsFile), { recursive: true });
      fs.writeFileSync(statsFile, JSON.stringify(json));
    });
  }
}

/**
 * MUI's CSS theme variables (createThemeWithVars, CssVarsProvider): our theme is created without
 * `cssVariables` or `colorSchemes`, so MUI never calls them, yet createTheme and ThemeProvider
 * import them. The build swaps them for a stand-in that throws if ever reached (~7 KB gzip).
 */
const MUI_CSS_VARIABLES = /^\.\/(createThemeWithVars|ThemeProviderWithVars)\.mjs$/;
const MUI_STYLES = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]styles$/;
const withoutCssVariables = new webpack.NormalModuleReplacementPlugin(
  MUI_CSS_VARIABLES,
  (resource) => {
    if (MUI_STYLES.test(resource.context)) {
      resource.request = path.join(root, 'src', 'theme', 'cssVariablesLeftOut.ts');
    }
  },
);

/**
 * MUI's touch ripple: the theme turns ripples off on every button (decision 067), yet ButtonBase
 * imports the ripple and the hook that mounts it on a press; the build swaps both for stand-ins
 * that do nothing (decision 069).
 */
const MUI_RIPPLE = /^(\.\/TouchRipple|\.\.\/useLazyRipple\/index)\.mjs$/;
const MUI_BUTTON_BASE = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]ButtonBase$/;
const withoutRipple = new webpack.NormalModuleReplacementPlugin(MUI_RIPPLE, (resource) => {
  if (MUI_BUTTON_BASE.test(resource.context)) {
    const standIn = resource.request.includes('TouchRipple')
      ? 'touchRippleLeftOut.ts'
      : 'lazyRippleLeftOut.ts';
    resource.request = path.join(root, 'src', 'theme', standIn);
  }
});

/**
 * MUI's Box makes a default theme of its own as its module is evaluated (a second one: MUI's
 * styled parts share another), for a page with no ThemeProvider, which no page of the site is;
 * the build gives it the site's theme instead (decision 077).
 */
const MUI_BOX = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]Box$/;
const boxWithSiteTheme = new webpack.NormalModuleReplacementPlugin(
  /^\.\.\/styles\/index\.mjs$/,
  (resource) => {
    if (MUI_BOX.test(resource.context)) {
      resource.request = path.join(root, 'src', 'theme', 'boxThemeIsTheSite.ts');
    }
  },
);

/**
 * V8's explicit compile hint: Chrome compiles every function of a file so marked while it streams
 * the file in, on a thread of its own, rather than on the main thread when each is first called.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the files every page runs as it starts (the entry's chunks: the framework, MUI's shared
 * chunk, the site's own) with the compile hint (decision 074); not webpack's runtime, too small
 * to be compiled off the main thread. After the minifier, which would drop the comment; before
 * the content hashes and the compressed copies are made.
 */
class CompileHintPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      compilation.hooks.processAssets.tap({ name: 'CompileHintPlugin', stage }, () => {
        for (const entrypoint of compilation.entrypoints.values()) {
          for (const chunk of entrypoint.chunks) {
            if (chunk === entrypoint.getRuntimeChunk()) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(
                file,
                (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source),
              );
            }
          }
        }
      });
    });
  }
}

/**
 * Writes CHUNK_SCRIPTS_FILE into the website folder: for each page's chunk the server may list
 * (src/app/pageChunks.ts), its script files beyond the entry's (decision 084). The server reads
 * it and never sends it. Fails the build when one of those chunks is not one of the build's: a
 * page renamed in router.tsx but not in that table.
 */
class ChunkScriptsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ChunkScriptsPlugin', (compilation) => {
      // After the content hashes have named the files, and after the compressed copies.
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tap({ name: 'ChunkScriptsPlugin', stage }, () => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const entryFiles = new Set(
          [...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles()),
        );
        const scripts: Record<string, string[]> = {};
        const missing: string[] = [];
        for (const name of SERVER_LISTED_CHUNKS) {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) missing.push(name);
          else
            scripts[name] = group
              .getFiles()
              .filter((file) => file.endsWith('.js') && !entryFiles.has(file))
              .map((file) => publicPath + file);
        }
        if (missing.length > 0) {
          compilation.errors.push(
            new webpack.WebpackError(
              `src/app/pageChunks.ts names chunks the build does not have: ${missing.join(', ')}`,
            ),
          );
        }
        compilation.emitAsset(
          CHUNK_SCRIPTS_FILE,
          new webpack.sources.RawSource(JSON.stringify(scripts)),
        );
      });
    });
  }
}

/**
 * The site's icon as PNGs drawn from `public/favicon.svg` (decision 080): a browser tab's (32 px)
 * and a phone's home screen's (180 px). Chrome decodes a page's icon on its main thread, and an
 * SVG one is a whole document of its own: 90–150 ms after the first paint at 4× CPU, on every
 * page; a PNG, well under a millisecond.
 */
/** The icon's own background (public/favicon.svg), also the page's `theme-color`. */
const SITE_NAVY = '#1f2a5c';

class PngIconsPlugin {
  /** iOS rounds a home screen icon itself, and shows its transparent corners black. */
  static readonly ICONS = [
    { file: 'favicon-32.png', size: 32, square: false },
    { file: 'apple-touch-icon.png', size: 180, square: true },
  ];

  apply(compiler: Compiler) {
    const svg = path.join(root, 'public', 'favicon.svg');
    compiler.hooks.thisCompilation.tap('PngIconsPlugin', (compilation) => {
      compilation.fileDependencies.add(svg);
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
      compilation.hooks.processAssets.tapPromise({ name: 'PngIconsPlugin', stage }, async () => {
        const { default: sharp } = await import('sharp');
        for (const { file, size, square } of PngIconsPlugin.ICONS) {
          const drawn = sharp(svg, { density: (72 * size) / 64 }).resize(size, size);
          if (square) drawn.flatten({ background: SITE_NAVY });
          const png = await drawn.png({ compressionLevel: 9 }).toBuffer();
          compilation.emitAsset(file, new webpack.sources.RawSource(png));
        }
      });
    });
  }
}

const compressible = /\.(js|css|html|svg|json|txt|map)$/;

/**
 * `--env stackFloor`: the benchmark's stack-floor page (scripts/bench/stack-floor), which has no
 * pages for the server to list.
 */
interface BuildEnv {
  stackFloor?: boolean;
}

export default (env: BuildEnv, argv: { mode?: Configuration['mode'] }): Configuration => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    // The browsers of package.json's browserslist all run ES2020: webpack's own code uses it too.
    target: ['web', 'es2020'],
    context: root,
    entry: { main: './src/index.tsx' },
    output: {
      path: outputDir,
      publicPath: '/',
      // Eight hex digits name a version well enough (the server caches {8,} for a year), and the
      // runtime carries one for each of some seventy chunks: 20, webpack's default, cost 0.5 KB
      // (decision 072).
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash][ext]',
      // Names the global every chunk file pushes itself onto (webpackChunkwat): the package's
      // name, webpack's default, cost some 15 B gzip in each file.
      uniqueName: 'wat',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js'],
      // The import aliases of tsconfig.json's "paths".
      alias: {
        '@': path.join(root, 'src'),
        '@server': path.join(root, 'server', 'src'),
        // react-router's package points every import at its development build, warnings and
        // all (remix-run/react-router#14102); a production build takes the build it ships for it.
        ...(production && {
          'react-router$': reactRouterBuild('index.mjs'),
          'react-router/dom$': reactRouterBuild('dom-export.mjs'),
        }),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'babel-loader', options: { cacheDirectory: true } },
        },
        { test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i, type: 'asset/resource' },
        // A pure function that does not say so: @emotion/react imports it for a side effect it
        // does not have, which kept it (and its own copy of react-is) in every page.
        { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        // Emotion's default prefixer, which the site's cache replaces (decision 082).
        {
          test: /[\\/]node_modules[\\/]@emotion[\\/]cache[\\/]dist[\\/][^\\/]*\.esm\.js$/,
          use: path.join(root, 'scripts', 'build', 'emotionPrefixerLeftOut.cjs'),
        },
      ],
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    optimization: {
      runtimeChunk: 'single',
      moduleIds: 'deterministic',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          framework: { test: FRAMEWORK, name: 'framework', chunks: 'all', priority: 40 },
        },
      },
    },
    performance: { hints: false },
    plugins: [
      withoutCssVariables,
      withoutRipple,
      boxWithSiteTheme,
      new PngIconsPlugin(),
      new HtmlWebpackPlugin({
        template: path.join(root, 'public', 'index.html'),
        inject: 'head',
        scriptLoading: 'defer',
      }),
      ...(production
        ? [
            new CompressionPlugin({
              filename: '[path][base].gz',
              algorithm: 'gzip',
              compressionOptions: { level: 9 },
              test: compressible,
              exclude: CHUNK_SCRIPTS_FILE,
              threshold: 0,
              minRatio: 1,
            }),
            new CompressionPlugin<zlib.BrotliOptions>({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              test: compressible,
              exclude: CHUNK_SCRIPTS_FILE,
              threshold: 0,
              minRatio: 1,
            }),
            new CompileHintPlugin(),
            ...(env.stackFloor ? [] : [new ChunkScriptsPlugin()]),
            new WriteStatsPlugin(),
          ]
        : []),
    ],
    devServer: {
      port: 8080,
      hot: true,
      historyApiFallback: true,
      static: false,
      proxy: [
        {
          context: ['/api', '/transport-api', '/images', '/config.js'],
          target: apiServer,
        },
      ],
    },
  };
};
