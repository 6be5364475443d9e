import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { useMe } from '../../lib/me';
import { paths } from '../../paths';
import { Card, CardContent } from '../../ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { AdminSignInForm } from './admin-sign-in-form';
import { AdminSignUpForm } from './admin-sign-up-form';

export function AdminLoginPage() {
  const me = useMe();

  // Only admins are sent on: a customer who lands here may still sign in as the owner.
  if (me.data?.isAdmin) return <Navigate to={paths.admin.dashboard} replace />;

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-surface px-4 py-12">
      <div className="w-full max-w-md">
        <Link
          to={paths.home}
          className="inline-flex items-center gap-2 text-xs font-semibold tracking-wider text-muted uppercase hover:text-ink"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Store
        </Link>
        <Card className="mt-4">
          <CardContent className="p-6 sm:p-8">
            <div className="flex items-center gap-3">
              <span className="inline-flex size-10 items-center justify-center bg-ink text-paper">
                <ShieldCheck aria-hidden="true" className="size-5" />
              </span>
              <h1 className="font-display text-2xl tracking-tight uppercase">Admin Access</h1>
            </div>
            <Tabs defaultValue="sign-in" className="mt-6">
              <TabsList>
                <TabsTrigger value="sign-in">Sign In</TabsTrigger>
                <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
              </TabsList>
              <TabsContent value="sign-in">
                <AdminSignInForm />
              </TabsContent>
              <TabsContent value="sign-up">
                <AdminSignUpForm />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
