import { createPgliteClient, openPglite } from '../src/server/db/client';
import { listCollections } from '../src/server/catalog/catalog.service';
const d = openPglite(await createPgliteClient());
await d.migrate();
try {
  console.log(await listCollections(d.db));
} catch (e) {
  console.log(String(e), (e as any).cause?.message);
}
