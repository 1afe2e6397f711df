import { useEffect } from 'react';
import { Redirect, Route, Switch, useLocation, useRoute } from 'wouter';
import { useAuth } from '../api/auth.ts';
import { LoadingScreen } from './LoadingScreen.tsx';
import { LandingPage } from './landing/LandingPage.tsx';
import { NotFoundPage } from './not-found/NotFoundPage.tsx';
import { AdminPage } from './admin/AdminPage.tsx';
import { DashboardPage } from './dashboard/DashboardPage.tsx';
import { GeneratorPage } from './generator/GeneratorPage.tsx';
import { VideoStudioPage } from './video-studio/VideoStudioPage.tsx';
import { VideoPreviewPage } from './video-preview/VideoPreviewPage.tsx';
import { FreeVideoPage } from './free-video/FreeVideoPage.tsx';
import { ProfessionalVideoPage } from './professional-video/ProfessionalVideoPage.tsx';
import { MusicManagerPage } from './music-manager/MusicManagerPage.tsx';
import { SubscribePage } from './subscribe/SubscribePage.tsx';
import { PricingPage } from './pricing/PricingPage.tsx';
import { TourHost } from '../components/tours/TourHost.tsx';
import { RenderWatcher } from '../components/RenderWatcher.tsx';
import { VideosPage } from './videos/VideosPage.tsx';
import { KitsPage } from './kits/KitsPage.tsx';
import { KitPage } from './kits/KitPage.tsx';
import { PlanPage } from './plans/PlanPage.tsx';
import { SharedKitPage } from './shared/SharedKitPage.tsx';
import { SignInRequiredPage } from './sign-in-required/SignInRequiredPage.tsx';
import { takeReturnPath } from '../lib/return-after-sign-in.ts';
import { ACCOUNT_PATHS, GENERATOR_PATHS, KITS_PATH, SHARED_KIT_PATH, SIGNED_OUT_PATHS, SUBSCRIBE_PATH, VIDEOS_PATH } from './paths.ts';

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

export function AppRoutes() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (!user) return <SignedOutRoutes />;
  if (user.subscriptionStatus !== 'active') return <SubscriptionRequiredRoutes />;
  return <SubscriberRoutes />;
}
