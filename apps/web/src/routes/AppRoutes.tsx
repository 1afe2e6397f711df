import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Redirect, Route, Switch, useLocation, useRoute } from 'wouter';
import { useAuth } from '../api/auth.ts';
import { LoadingScreen } from './LoadingScreen.tsx';
import { LandingPage } from './landing/LandingPage.tsx';
import { NotFoundPage } from './not-found/NotFoundPage.tsx';
import { SignInRequiredPage } from './sign-in-required/SignInRequiredPage.tsx';
import { takeReturnPath } from '../lib/return-after-sign-in.ts';
import { ACCOUNT_PATHS, GENERATOR_PATHS, KITS_PATH, SHARED_KIT_PATH, SIGNED_OUT_PATHS, SUBSCRIBE_PATH, VIDEOS_PATH } from './paths.ts';
import { startLoadingSharedKit } from './shared/shared-kit-query.ts';

// Every screen but the landing page is its own chunk, loaded when first shown: a visitor downloads only the landing page.
const AdminPage = lazy(() => import('./admin/AdminPage.tsx').then((module) => ({ default: module.AdminPage })));
const DashboardPage = lazy(() => import('./dashboard/DashboardPage.tsx').then((module) => ({ default: module.DashboardPage })));
const GeneratorPage = lazy(() => import('./generator/GeneratorPage.tsx').then((module) => ({ default: module.GeneratorPage })));
const VideoStudioPage = lazy(() => import('./video-studio/VideoStudioPage.tsx').then((module) => ({ default: module.VideoStudioPage })));
const VideoPreviewPage = lazy(() => import('./video-preview/VideoPreviewPage.tsx').then((module) => ({ default: module.VideoPreviewPage })));
const FreeVideoPage = lazy(() => import('./free-video/FreeVideoPage.tsx').then((module) => ({ default: module.FreeVideoPage })));
const ProfessionalVideoPage = lazy(() => import('./professional-video/ProfessionalVideoPage.tsx').then((module) => ({ default: module.ProfessionalVideoPage })));
const MusicManagerPage = lazy(() => import('./music-manager/MusicManagerPage.tsx').then((module) => ({ default: module.MusicManagerPage })));
const SubscribePage = lazy(() => import('./subscribe/SubscribePage.tsx').then((module) => ({ default: module.SubscribePage })));
const PricingPage = lazy(() => import('./pricing/PricingPage.tsx').then((module) => ({ default: module.PricingPage })));
const TourHost = lazy(() => import('../components/tours/TourHost.tsx').then((module) => ({ default: module.TourHost })));
const RenderWatcher = lazy(() => import('../components/RenderWatcher.tsx').then((module) => ({ default: module.RenderWatcher })));
const VideosPage = lazy(() => import('./videos/VideosPage.tsx').then((module) => ({ default: module.VideosPage })));
const KitsPage = lazy(() => import('./kits/KitsPage.tsx').then((module) => ({ default: module.KitsPage })));
const KitPage = lazy(() => import('./kits/KitPage.tsx').then((module) => ({ default: module.KitPage })));
const PlanPage = lazy(() => import('./plans/PlanPage.tsx').then((module) => ({ default: module.PlanPage })));
const SharedKitPage = lazy(() => import('./shared/SharedKitPage.tsx').then((module) => ({ default: module.SharedKitPage })));

function SignedOutRoutes() {
  return (
    <Switch>
      {SIGNED_OUT_PATHS.map((path) => (
        <Route key={path} path={path} component={LandingPage} />
      ))}
      <Route path={SHARED_KIT_PATH} component={SharedKitPage} />
      {ACCOUNT_PATHS.map((path) => (
        <Route key={path} path={path} component={SignInRequiredPage} />
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}

/** Sign-in ends on / (the provider's and the top bar's) or reloads the page it started on: either way, back where the user was going, once. */
function useReturnAfterSignIn() {
  const [, navigate] = useLocation();
  useEffect(() => {
    const path = takeReturnPath();
    if (path && window.location.pathname === '/') navigate(path, { replace: true });
  }, [navigate]);
}

/** A signed-in user without an active subscription may only use the payment page. */
function SubscriptionRequiredRoutes() {
  const [location] = useLocation();
  const [sharedKit, sharedParams] = useRoute(SHARED_KIT_PATH);
  if (sharedKit) return <SharedKitPage params={sharedParams} />;
  if (location !== SUBSCRIBE_PATH) return <Redirect to={SUBSCRIBE_PATH} replace />;
  return <SubscribePage />;
}

function SubscriberRoutes() {
  useReturnAfterSignIn();
  return (
    <>
      <Switch>
        <Route path="/" component={DashboardPage} />
        <Route path={SUBSCRIBE_PATH} component={SubscribePage} />
        {GENERATOR_PATHS.map((path) => (
          <Route key={path} path={path} component={GeneratorPage} />
        ))}
        <Route path="/video-studio" component={VideoStudioPage} />
        <Route path="/video-preview" component={VideoPreviewPage} />
        <Route path="/free-video" component={FreeVideoPage} />
        <Route path="/professional-video" component={ProfessionalVideoPage} />
        <Route path="/music-manager" component={MusicManagerPage} />
        <Route path={VIDEOS_PATH} component={VideosPage} />
        <Route path={KITS_PATH} component={KitsPage} />
        <Route path={`${KITS_PATH}/:id/plan`} component={PlanPage} />
        <Route path={`${KITS_PATH}/:id`} component={KitPage} />
        <Route path={SHARED_KIT_PATH} component={SharedKitPage} />
        <Route path="/pricing" component={PricingPage} />
        <Route path="/admin" component={AdminPage} />
        <Route component={NotFoundPage} />
      </Switch>
      <TourHost />
      <RenderWatcher />
    </>
  );
}

/** A shared kit's page is the same for everyone: its kit and code load while the app still asks who is signed in. */
function useSharedKitHeadStart() {
  const queryClient = useQueryClient();
  const [onSharedKit, params] = useRoute(SHARED_KIT_PATH);
  const token = onSharedKit ? params.token : null;
  useEffect(() => {
    if (token) startLoadingSharedKit(queryClient, token);
  }, [queryClient, token]);
}

function Routes() {
  const { user, isLoading } = useAuth();
  // After useAuth: its request goes out first, not queued behind the shared page's code.
  useSharedKitHeadStart();
  if (isLoading) return <LoadingScreen />;
  if (!user) return <SignedOutRoutes />;
  if (user.subscriptionStatus !== 'active') return <SubscriptionRequiredRoutes />;
  return <SubscriberRoutes />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes />
    </Suspense>
  );
}
