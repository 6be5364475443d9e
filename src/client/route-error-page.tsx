import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from './paths';
import { buttonStyles } from './ui/button';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The screen the router shows when a page throws while rendering or loading. */
export function RouteErrorPage() {
  const error = useRouteError();

  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="font-display text-3xl tracking-tight uppercase">
        Unexpected Application Error!
      </h1>
      <p className="mt-4 break-words text-muted">{describe(error)}</p>
      {/* A full load: the usual cause is a page chunk that a newer deploy has replaced. */}
      <Link to={paths.home} className={buttonStyles({ className: 'mt-8' })} reloadDocument>
        Back to Home
      </Link>
    </main>
  );
}
