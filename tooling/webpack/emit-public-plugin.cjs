const fs = require('node:fs');
const path = require('node:path');

/** Copies an app's public/ folder into its build output unchanged (editable after deploy). */
class EmitPublicFolderPlugin {
  constructor(folder) {
    this.folder = folder;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitPublicFolderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'EmitPublicFolderPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          if (!fs.existsSync(this.folder)) return;
          for (const file of fs.readdirSync(this.folder, { recursive: true })) {
            const absolute = path.join(this.folder, String(file));
            if (!fs.statSync(absolute).isFile()) continue;
            compilation.fileDependencies.add(absolute);
            compilation.emitAsset(
              String(file),
              new compiler.webpack.sources.RawSource(fs.readFileSync(absolute)),
            );
          }
        },
      );
    });
  }
}

module.exports = { EmitPublicFolderPlugin };
