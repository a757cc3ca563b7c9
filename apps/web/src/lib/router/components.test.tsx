import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { Link, NavLink, Navigate, Outlet, RouterProvider } from './components.js';
import { useLocation, useMatches, useNavigate, useParams } from './hooks.js';
import type { RouteObject } from './match.js';
import { createHashRouter, createMemoryRouter, type Router } from './router.js';

function Shell() {
  const { pathname, search } = useLocation();
  const handles = useMatches().map((match) => String(match.handle));
  return (
    <div>
      <p>
        at {pathname}
        {search}
      </p>
      <p>handles {handles.join(',')}</p>
      <nav aria-label="Records">
        <NavLink to="/ys" end>
          Home
        </NavLink>
        <NavLink to={{ pathname: '/ys/abyss', search }} className="tab">
          Abyss
        </NavLink>
      </nav>
      <main>
        <Outlet />
      </main>
    </div>
  );
}

function Back() {
  const navigate = useNavigate();
  const { key } = useLocation();
  return (
    <button
      type="button"
      onClick={() => (key === 'default' ? navigate('/ys', { replace: true }) : navigate(-1))}
    >
      Back
    </button>
  );
}

function Mode() {
  return <p>mode {useParams().type}</p>;
}

const LazyPage = lazy(() => Promise.resolve({ default: () => <p>Lazy content</p> }));

const ROUTES: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    handle: 'shell',
    children: [
      { index: true, element: <Navigate to="/ys" replace /> },
      { path: '/ys', handle: 'ys', element: <Link to="/ys/abyss">Go to the abyss</Link> },
      { path: '/ys/abyss', handle: 'abyss', element: <Back /> },
      { path: '/ys/mode/:type', element: <Mode /> },
      { path: '/ys/lazy', element: <LazyPage /> },
      { path: '*', element: <Navigate to="/ys" replace /> },
    ],
  },
];

function renderRouter(router: Router) {
  return render(<RouterProvider router={router} />);
}

describe('RouterProvider', () => {
  it('renders the layout and, in its Outlet, the matched child', () => {
    renderRouter(createMemoryRouter(ROUTES, { initialEntries: ['/ys/mode/attack'] }));
    expect(screen.getByText('at /ys/mode/attack')).toBeTruthy();
    expect(screen.getByText('mode attack')).toBeTruthy();
  });

  it('exposes the handles of the matched chain', () => {
    renderRouter(createMemoryRouter(ROUTES, { initialEntries: ['/ys/abyss'] }));
    expect(screen.getByText('handles shell,abyss')).toBeTruthy();
  });

  it('redirects the root and unknown paths, replacing the entry', async () => {
    const router = createMemoryRouter(ROUTES, { initialEntries: ['/'] });
    renderRouter(router);
    expect(await screen.findByText('at /ys')).toBeTruthy();
    // Replaced, not pushed: still the opened entry, with nothing to go back to.
    expect(router.state.location.key).toBe('default');
    router.navigate(-1);
    expect(router.state.location.pathname).toBe('/ys');

    const unknown = createMemoryRouter(ROUTES, { initialEntries: ['/ys/nowhere'] });
    render(<RouterProvider router={unknown} />);
    await screen.findAllByText('at /ys');
    expect(unknown.state.location.pathname).toBe('/ys');
  });

  it('renders a lazy route module once it has loaded', async () => {
    renderRouter(createMemoryRouter(ROUTES, { initialEntries: ['/ys/lazy'] }));
    expect(await screen.findByText('Lazy content')).toBeTruthy();
  });

  it('follows navigations made outside React', async () => {
    const router = createMemoryRouter(ROUTES, { initialEntries: ['/ys'] });
    renderRouter(router);
    act(() => router.navigate('/ys/mode/defend'));
    expect(await screen.findByText('mode defend')).toBeTruthy();
  });
});

describe('Link and NavLink', () => {
  it('navigates in place on a click and marks the current tab with aria-current="page"', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(ROUTES, { initialEntries: ['/ys?uid=7'] });
    renderRouter(router);
    const home = screen.getByRole('link', { name: 'Home' });
    const abyss = screen.getByRole('link', { name: 'Abyss' });
    expect(home.getAttribute('aria-current')).toBe('page');
    expect(home.className).toBe('active');
    expect(abyss.getAttribute('aria-current')).toBeNull();
    expect(abyss.className).toBe('tab');
    expect(abyss.getAttribute('href')).toBe('/ys/abyss?uid=7');

    await user.click(abyss);
    expect(await screen.findByText('at /ys/abyss?uid=7')).toBeTruthy();
    expect(abyss.getAttribute('aria-current')).toBe('page');
    expect(abyss.className).toBe('tab active');
    // `end`: the home tab is not active on the pages below it.
    expect(home.getAttribute('aria-current')).toBeNull();
  });

  it('goes back through history, or home with a replace when there is none', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(ROUTES, { initialEntries: ['/ys'] });
    renderRouter(router);
    await user.click(screen.getByRole('link', { name: 'Go to the abyss' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByText('at /ys')).toBeTruthy();

    const opened = createMemoryRouter(ROUTES, { initialEntries: ['/ys/abyss'] });
    render(<RouterProvider router={opened} />);
    await user.click(screen.getAllByRole('button', { name: 'Back' }).at(-1) as HTMLElement);
    expect(opened.state.location.pathname).toBe('/ys');
  });

  it('replaces the entry when a link points at the current location', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(ROUTES, { initialEntries: ['/ys/abyss'] });
    renderRouter(router);
    await user.click(screen.getByRole('link', { name: 'Abyss' }));
    expect(router.state.location.key).toBe('default');
    // Still one entry: there is nothing to go back to.
    router.navigate(-1);
    expect(router.state.location.pathname).toBe('/ys/abyss');
  });

  it('leaves modified clicks (new tab, new window) to the browser', () => {
    window.history.replaceState(null, '', '/index.html#/ys');
    const router = createHashRouter(ROUTES);
    renderRouter(router);
    const link = screen.getByRole('link', { name: 'Go to the abyss' });
    expect(link.getAttribute('href')).toBe('#/ys/abyss');
    let preventedByLink: boolean | undefined;
    // Runs after the link's handler; then stops jsdom from following the link itself.
    const inspect = (event: MouseEvent) => {
      preventedByLink = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', inspect);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    window.removeEventListener('click', inspect);
    expect(preventedByLink).toBe(false);
    expect(router.state.location.pathname).toBe('/ys');
  });
});

describe('createHashRouter', () => {
  it('follows the browser back button (popstate) and writes pushes into the hash', async () => {
    window.history.replaceState(null, '', '/index.html?uid=3#/ys');
    const router = createHashRouter(ROUTES);
    renderRouter(router);
    act(() => router.navigate('/ys/mode/attack'));
    expect(window.location.hash).toBe('#/ys/mode/attack');
    expect(window.location.search).toBe('?uid=3');
    expect(await screen.findByText('mode attack')).toBeTruthy();

    act(() => {
      window.history.replaceState(null, '', '/index.html?uid=3#/ys/abyss');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByText('at /ys/abyss')).toBeTruthy();
    expect(router.state.location.key).toBe('default');
  });
});
