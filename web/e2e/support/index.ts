/** The browser journey harness; see web/e2e/README.md. */
export { expectNoSeriousAxeViolations, WCAG_TAGS, type AxeCheckOptions } from './axe';
export {
  browserErrors,
  closePage,
  expectNoBrowserErrors,
  launchBrowser,
  newPage,
  reportIfFailed,
  RESULTS_DIR,
  saveScreenshot,
  screenshotOnFailure,
  EXPECTED_HTTP_ERRORS,
  type BrowserErrors,
  type ExpectedHttpError,
  type ExpectNoBrowserErrorsOptions,
  type NewPageOptions,
} from './browser';
export { useJourneyStack, type JourneyStack, type JourneyStackOptions } from './journey';
export { linkFrom, pathFrom, waitForMailTo } from './mail';
export { startStack, StackStartError, type E2EStack, type StackDatabase, type StackExits, type StackOptions } from './stack';
export { currentTestFailed, currentTestName } from './test-state';
export { eventually, waitForText, waitForVisible } from './wait';
export { expectNoMailWithin, isMailReplyingTo, loadAndMeasureInitialScripts, nextFrames, replyToOf, viewportTop, waitForElementAtTop, waitForMailReplyingTo, waitForScrollToSettle, type LoadedScript } from './public-site';
export { ageSignIn, callApi, createVerifiedAccount, dismissToasts, fieldErrorOf, loginForm, mailsTo, submitLogin, toastTitled, waitForFieldError, waitForNewMailTo, waitForToast, type AccountDetails } from './accounts';
export { confirmDownload, downloadFrom, expectEnabled, hcaptchaStubScript, HCAPTCHA_SCRIPT_PATTERN, installerDialog, installerRegion, licenseItem, licenseRows, licensesRegion, openDownloadDialog, savedDownload, signUpAndLogIn, startTrialThroughApi, testModeChallenge, trialButton, waitForDialogClosed, type HCaptchaStubRecord, type IssuedLicense, type SavedDownload } from './licenses';
export { answerPaypalApproval, checkoutBillingOption, checkoutPlanCard, dashboardTab, openDashboardTab, subscriptionDetail, subscriptionItem, subscriptionRegion, waitForDialogSettled } from './billing';
export { SCREEN_WIDTHS, screenshotAtBothWidths } from './screens';
export { errorOf, errorsIn, leadFormPage } from './lead-forms';
