// UIViewControllerTransitioning.h's context keys, as UIKit declares them:
// https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey
// https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey
#import "ObjCRoot.h"
#pragma clang assume_nonnull begin  // as NS_ASSUME_NONNULL_BEGIN in Apple's headers

typedef NSString *UITransitionContextViewControllerKey __attribute__((swift_wrapper(struct)));
typedef NSString *UITransitionContextViewKey __attribute__((swift_wrapper(struct)));

extern UITransitionContextViewControllerKey const UITransitionContextFromViewControllerKey
    __attribute__((swift_name("UITransitionContextViewControllerKey.from")));
extern UITransitionContextViewControllerKey const UITransitionContextToViewControllerKey
    __attribute__((swift_name("UITransitionContextViewControllerKey.to")));
extern UITransitionContextViewKey const UITransitionContextFromViewKey
    __attribute__((swift_name("UITransitionContextViewKey.from")));
extern UITransitionContextViewKey const UITransitionContextToViewKey
    __attribute__((swift_name("UITransitionContextViewKey.to")));

#pragma clang assume_nonnull end
