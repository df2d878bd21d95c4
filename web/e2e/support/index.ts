/** The browser journey harness; see web/e2e/README.md. */
export { expectNoSeriousAxeViolations } from './axe';
export { browserErrors, expectNoBrowserErrors } from './browser';
export { useJourneyStack } from './journey';
export { linkFrom, pathFrom, waitForMailTo } from './mail';
export type { E2EStack } from './stack';
export { eventually, waitForText, waitForVisible } from './wait';
export { expectNoMailWithin, isMailReplyingTo, loadAndMeasureInitialScripts, nextFrames, waitForElementAtTop, waitForMailReplyingTo } from './public-site';
export { ageSignIn, callApi, createVerifiedAccount, dismissToasts, loginForm, mailsTo, submitLogin, toastTitled, waitForFieldError, waitForNewMailTo, waitForToast } from './accounts';
export { downloadFrom, hcaptchaStubScript, HCAPTCHA_SCRIPT_PATTERN, installerDialog, installerRegion, licenseItem, licensesRegion, signUpAndLogIn, startTrialThroughApi, type HCaptchaStubRecord } from './licenses';
export { answerPaypalApproval, checkoutBillingOption, checkoutPlanCard, dashboardTab, openDashboardTab, subscriptionDetail, subscriptionItem, subscriptionRegion, waitForDialogSettled } from './billing';
export { screenshotAtBothWidths } from './screens';
