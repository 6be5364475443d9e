// The copies run the built store: build it first when the sources are newer.
import { ensureBuild } from '../scripts/build-lib.mjs';

export default function setup() {
  ensureBuild();
}
