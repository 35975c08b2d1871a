/**
 * The error catalogue of spec section 8, word for word. The server's message is preferred where present
 * (use `errorMessage(error, fallback)` from client/errors); these are the fallbacks and fixed texts.
 */

export const AUTH_MESSAGES = {
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  organizationsLoadFailed: 'Failed to load organizations. Please refresh the page.',
} as const;

export const DASHBOARD_MESSAGES = {
  loadFailed: 'Failed to load dashboard data',
  createGroupFailed: 'Failed to create group. Please try again.',
  updateGroupFailed: 'Failed to update group. Please try again.',
  deleteGroupFailed: 'Failed to delete group. Please try again.',
  createUserFailed: 'Failed to create user. Please try again.',
  loadAvailableUsersFailed: 'Failed to load available users',
  addUsersToGroupFailed: 'Failed to add users to group',
  removeUserFromGroupFailed: 'Failed to remove user from group',
  loadAvailableCoordinatorsFailed: 'Failed to load available coordinators',
  assignCoordinatorsFailed: 'Failed to assign coordinators',
  removeCoordinatorFailed: 'Failed to remove coordinator from group',
} as const;

export const EVENT_MESSAGES = {
  loadAttendeesFailed: 'Failed to load event attendees',
  loadOwnersFailed: 'Failed to load event owners',
  updateOwnersFailed: 'Failed to update event owners',
  updateStatusFailed: 'Failed to update event status',
  deleteFailed: 'Failed to delete event',
  updateRsvpStatusFailed: 'Failed to update RSVP status',
  addUsersFailed: 'Failed to add users to event',
  updateRsvpResponseFailed: 'Failed to update RSVP response',
  updatePaymentTypeFailed: 'Failed to update payment type',
  updateOwnerNotesFailed: 'Failed to update owner notes',
  updatePaidAmountFailed: 'Failed to update paid amount',
  deleteRsvpFailed: 'Failed to delete RSVP',
  saveFailed: 'An error occurred while creating the event.',
  notFound: 'Event not found',
  registerFailed: 'Failed to register for event. Please try again.',
  updateRegistrationFailed: 'Failed to update registration. Please try again.',
  loadFailed: 'Failed to load events',
  loadPastFailed: 'Failed to load past events',
} as const;

export const EVENT_IMAGE_MESSAGES = {
  uploadFailed: 'Failed to upload images. Please try again.',
  deleteFailed: 'Failed to delete image. Please try again.',
  setMainPhotoFailed: 'Failed to set main photo. Please try again.',
  updateCaptionFailed: 'Failed to update caption. Please try again.',
  reorderFailed: 'Failed to reorder images. Please try again.',
  mainPhotoUpdated: 'Main photo updated successfully!',
  reordered: 'Images reordered successfully!',
} as const;

export const COURSE_MESSAGES = {
  loadFailed: 'Failed to load courses',
  loadUsersFailed: 'Failed to load course users',
  updateOwnersFailed: 'Failed to update course owners',
  updateEditorsFailed: 'Failed to update course editors',
  addStudentFailed: 'Failed to add student to course',
  addStudentsFailed: 'Failed to add students to course',
  /** 'Added N student(s), but M failed (some may already be enrolled)'. */
  addStudentsPartial: (added: number, failed: number) =>
    `Added ${added} student(s), but ${failed} failed (some may already be enrolled)`,
  addStudentsAllFailed: 'Failed to add students (they may already be enrolled)',
  removeStudentFailed: 'Failed to remove student from course',
  approveEnrollmentFailed: 'Failed to approve enrollment',
  rejectEnrollmentFailed: 'Failed to reject enrollment',
  loadEnrollmentsFailed: 'Failed to load course enrollments',
  openMessagesFailed: 'Failed to open course messages',
  updateStatusFailed: 'Failed to update course status',
  deleteFailed: 'Failed to delete course',
  fetchFailed: 'Failed to fetch course data',
  uploadPhotoFailed: 'Failed to upload photo. Please try again.',
  saveFailed: 'An error occurred',
  accessDenied: 'Access denied: You do not have permission to view this course',
  notFound: 'Course not found',
  enrollFailed: 'Failed to enroll in course',
  joinRequestFailed: 'Failed to submit join request',
  unenrollFailed: 'Failed to unenroll from course',
  generateSessionsForbidden: 'You are not authorized to generate sessions for this course.',
  generateSessionsFailed: 'Failed to generate sessions',
  deleteSessionFailed: 'Failed to delete session. Please try again.',
  updateSessionFailed: 'Failed to update session. Please try again.',
  sendMessageFailed: 'Failed to send message. Please try again.',
} as const;

export const GROUP_MESSAGES = {
  notMember: 'Access denied: You are not a member of this group',
  notFound: 'Group not found',
  fetchFailed: 'Failed to fetch group data. Please try again.',
  loadAnnouncementsFailed: 'Failed to load announcements',
  loadAnnouncementFailed: 'Failed to load announcement',
  deleteAnnouncementFailed: 'Failed to delete announcement',
  createAnnouncementFailed: 'Failed to create announcement',
  updateAnnouncementFailed: 'Failed to update announcement',
} as const;

export const CART_MESSAGES = {
  loadFailed: 'Failed to load cart',
  addFailed: 'Failed to add item to cart',
  updateFailed: 'Failed to update cart item',
  removeFailed: 'Failed to remove item from cart',
  clearFailed: 'Failed to clear cart',
  summaryFailed: 'Failed to get checkout summary',
  /** 'Added some tickets to cart, but some failed: ...' */
  addTicketsPartial: (details: string) => `Added some tickets to cart, but some failed: ${details}`,
  /** 'Failed to add tickets to cart: ...' */
  addTicketsFailed: (details: string) => `Failed to add tickets to cart: ${details}`,
  addToCartFailed: 'Failed to add to cart. Please try again.',
} as const;

export const CHECKOUT_MESSAGES = {
  notLoggedIn: 'You must be logged in to complete checkout. Please log in and try again.',
  cartEmpty: 'Your cart appears to be empty. Please add items to your cart first.',
  sessionExpired: 'Your session has expired. Please log in again to complete your purchase.',
  paymentIntentFailed: 'Failed to create payment intent',
  checkoutFailed: 'Failed to process checkout',
  cashOrZelleConfirmed:
    'Cash/Zelle payment confirmed! RSVPs have been created. Event owners will track your payment manually.',
} as const;

export const ADMIN_MESSAGES = {
  loadFailed: 'Failed to load admin data',
  updateEventStatusFailed: 'Failed to update event status',
  deleteEventFailed: 'Failed to delete event',
  updateCourseStatusFailed: 'Failed to update course status',
  deleteCourseFailed: 'Failed to delete course',
  createListFailed: 'Failed to create user list',
  deleteListFailed: 'Failed to delete user list',
  addUsersToListFailed: 'Failed to add users to list',
  removeUsersFromListFailed: 'Failed to remove users from list',
  addCoordinatorsToListFailed: 'Failed to add coordinators to list',
  removeCoordinatorsFromListFailed: 'Failed to remove coordinators from list',
  loadUserDetailsFailed: 'Failed to load user details',
  assignManagerFailed: 'Failed to assign manager',
  removeManagerFailed: 'Failed to remove manager',
  loadCourseEnrollmentsFailed: 'Failed to load course enrollments',
  loadStudentEnrollmentsFailed: 'Failed to load student enrollments',
  addStudentsToCourseFailed: 'Failed to add students to course',
  removeStudentFromCourseFailed: 'Failed to remove student from course',
  addCourseToStudentFailed: 'Failed to add course to student',
  removeCourseFromStudentFailed: 'Failed to remove course from student',
  loadCourseUsersFailed: 'Failed to load course users',
  updateCourseOwnersFailed: 'Failed to update course owners',
  updateCourseEditorsFailed: 'Failed to update course editors',
} as const;

export const USER_MESSAGES = {
  createFailed: 'Failed to create user',
  updateFailed: 'Failed to update user',
  deleteFailed: 'Failed to delete user',
  assignParentsFailed: 'Failed to assign parents',
  assignChildrenFailed: 'Failed to assign children',
  updatePermissionsFailed: 'Failed to update permissions',
  loadFailed: 'Failed to load user',
  loadAvailableManagersFailed: 'Failed to load available managers',
  updateUserPermissionsFailed: 'Failed to update user permissions',
  viewForbidden: 'You do not have permission to view this user profile.',
} as const;

export const PROFILE_MESSAGES = {
  updated: 'Profile updated',
  passwordUpdated: 'Password updated',
  updateFailed: 'Failed to update',
  changePasswordFailed: 'Failed to change password',
} as const;

export const ORGANIZATION_MESSAGES = {
  fetchFailed: 'Failed to fetch organizations',
  fetchOwnersFailed: 'Failed to fetch available owners',
  saveFailed: 'Failed to save organization',
  deactivateFailed: 'Failed to deactivate organization',
  fetchUsersFailed: 'Failed to fetch organization users',
  fetchAllUsersFailed: 'Failed to fetch users',
  addUsersFailed: 'Failed to add users to organization',
  removeUserFailed: 'Failed to remove user from organization',
} as const;

export const EMPTY_STATE_MESSAGES = {
  noStudentsAvailable: 'No Students Available',
  noStudentsEnrolled: 'No students enrolled in this course',
  noCoursesForStudent: 'No courses enrolled for this student',
  noCoursesToday: 'No courses scheduled for this day',
  noAssistants: 'No assistants',
  noParents: 'No parents',
  noChildren: 'No children',
  noManager: 'No manager',
  noLists: 'No lists',
  noPermissions: 'No permissions assigned',
  noCoursesTaken: 'No courses taken yet',
  // Spec section 2, My Groups and the Users tab.
  noGroupsFound: 'No Groups Found',
  noMembersFound: 'No Members Found',
  noCoordinatorsAssigned: 'No coordinators assigned',
  noOwnedOrganizations: 'No Owned Organizations',
  noUsersInOrganization: 'No Users in Organization',
} as const;

/** Texts of the confirm dialogs that the spec gives word for word. */
export const CONFIRMATION_MESSAGES = {
  cannotBeUndone: 'This action cannot be undone',
  removeStudent: 'Are you sure you want to remove this student from the course?',
  clearCart: 'Are you sure you want to clear your cart?',
  unenroll: 'Are you sure you want to unenroll from this course? This action cannot be undone.',
  deleteUser: 'Delete this user? This cannot be undone.',
} as const;

/** Every area in one object, for callers that prefer `ERROR_CATALOGUE.cart.loadFailed`. */
export const ERROR_CATALOGUE = {
  auth: AUTH_MESSAGES,
  dashboard: DASHBOARD_MESSAGES,
  events: EVENT_MESSAGES,
  eventImages: EVENT_IMAGE_MESSAGES,
  courses: COURSE_MESSAGES,
  groups: GROUP_MESSAGES,
  cart: CART_MESSAGES,
  checkout: CHECKOUT_MESSAGES,
  admin: ADMIN_MESSAGES,
  user: USER_MESSAGES,
  profile: PROFILE_MESSAGES,
  organizations: ORGANIZATION_MESSAGES,
  emptyStates: EMPTY_STATE_MESSAGES,
  confirmations: CONFIRMATION_MESSAGES,
} as const;
