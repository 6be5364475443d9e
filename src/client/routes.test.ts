import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminScreens } from './admin/admin-screens';
import { paths } from './paths';
import { patchAdminRoutes, routes } from './routes';

/** Opens `url` in a router of the app's routes and waits until its page is known and loaded. */
async function open(url: string) {
  const router = createMemoryRouter(routes, {
    initialEntries: [url],
    patchRoutesOnNavigation: patchAdminRoutes,
  });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  expect(router.state.errors).toBeNull();
  return router;
}

const leafPath = (router: Awaited<ReturnType<typeof open>>) =>
  router.state.matches.at(-1)?.route.path;

describe('the router', () => {
  it.each(adminScreens.filter((screen) => screen.menu).map((screen) => [screen.path]))(
    'opens the admin menu entry %s as its screen',
    async (path) => {
      expect(leafPath(await open(path))).toBe(path);
    },
  );

  it('opens the admin screens reached from another one, with their values', async () => {
    expect(leafPath(await open(paths.admin.newProduct))).toBe(paths.admin.newProduct);
    expect(leafPath(await open(paths.admin.editProduct('p-1')))).toBe(
      paths.admin.editProduct.pattern,
    );
    expect(leafPath(await open(paths.admin.customer('0123456789abcdef0123456789abcdef')))).toBe(
      paths.admin.customer.pattern,
    );
  });

  it('opens the admin login outside the guarded screens', async () => {
    const router = await open(paths.admin.login);
    expect(router.state.matches.map((match) => match.route.id)).toEqual(['root', 'admin-login']);
  });

  it('guards an admin address without a screen, and shows the admin not-found page there', async () => {
    const router = await open('/admin/no-such-screen/deeper');
    expect(router.state.matches.map((match) => match.route.id)).toEqual([
      'root',
      'admin',
      expect.any(String),
    ]);
    expect(leafPath(router)).toBe('/admin/*');
  });

  it('opens the locked page as a storefront page', async () => {
    expect(leafPath(await open(paths.siteLocked))).toBe(paths.siteLocked);
  });

  it('opens storefront pages by the same paths map, without loading the admin', async () => {
    const router = await open(paths.product('light-tee'));
    expect(leafPath(router)).toBe(paths.product.pattern);
    expect(router.state.matches.at(-1)?.params).toEqual({ id: 'light-tee' });
    expect(router.routes[0]?.children?.map((route) => route.id)).not.toContain('admin');
  });

  it('opens a shared search link as the results page, with the words in the URL', async () => {
    expect(paths.search('wnba hall')).toBe('/search?q=wnba+hall');
    const router = await open(paths.search('wnba hall'));
    expect(leafPath(router)).toBe(paths.search.pattern);
    expect(router.state.location.search).toBe('?q=wnba+hall');
  });

  it("opens the password-reset page the e-mailed link lands on, with the link's token", async () => {
    const router = await open(`${paths.resetPassword}?token=abc`);
    expect(leafPath(router)).toBe(paths.resetPassword);
  });

  it('adds the admin routes once however often the admin is entered', async () => {
    const router = await open(paths.admin.products);
    await router.navigate(paths.home);
    await router.navigate('/admin/no-such-screen');
    await router.navigate(paths.admin.hero);
    const ids = router.routes[0]?.children?.map((route) => route.id) ?? [];
    expect(ids.filter((id) => id === 'admin')).toHaveLength(1);
    expect(leafPath(router)).toBe(paths.admin.hero);
  });
});
