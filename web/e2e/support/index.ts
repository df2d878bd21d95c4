/** The browser journey harness; see web/e2e/README.md. */
export { expectNoSeriousAxeViolations } from './axe';
export { browserErrors, expectNoBrowserErrors } from './browser';
export { useJourneyStack, withOwnDownloadsDir } from './journey';
export { linkFrom, pathFrom, waitForMailTo } from './mail';
export { eventually, openPageTitled, waitForText, waitForVisible } from './wait';
export { loadAndMeasureInitialScripts, nextFrames, waitForElementAtTop, waitForMailReplyingTo } from './public-site';
export {
  ageSignIn,
  callApi,
  createVerifiedAccount,
  dismissToasts,
  loginForm,
  mailsTo,
  submitLogin,
  toastTitled,
  waitForFieldError,
  waitForNewMailTo,
  waitForToast,
} from './accounts';
export {
  confirmDownload,
  downloadFrom,
  expectEnabled,
  hcaptchaStubScript,
  HCAPTCHA_SCRIPT_PATTERN,
  installerDialog,
  installerRegion,
  licenseItem,
  licenseRows,
  licensesRegion,
  openDownloadDialog,
  signUpAndLogIn,
  startTrialThroughApi,
  testModeChallenge,
  trialButton,
  waitForDialogClosed,
  type HCaptchaStubRecord,
} from './licenses';
export {
  answerPaypalApproval,
  changePlanTo,
  checkoutBillingOption,
  checkoutPlanCard,
  dashboardTab,
  openDashboardTab,
  subscriptionDetail,
  subscriptionItem,
  subscriptionRegion,
  usePaypalJourney,
  waitForDialogSettled,
} from './billing';
export { expectNoSidewaysScroll, screenshotAtBothWidths } from './screens';
export { errorOf, errorsIn, leadFormPage, leadSubmissions } from './lead-forms';
