// NSObject as the Objective-C runtime declares it (objc/NSObject.h), reduced to what Match uses:
// https://developer.apple.com/documentation/objectivec/nsobject
// https://developer.apple.com/documentation/objectivec/nsobjectprotocol
// Selectors are unannotated in objc/NSObject.h (spelled _Null_unspecified here), so they import as `Selector!`
// (`responds(to aSelector: Selector!) -> Bool`, `forwardingTarget(for aSelector: Selector!) -> Any?`),
// as Apple's documentation shows them.
@protocol NSObject
- (_Bool)isEqual:(id _Null_unspecified)object;
- (_Bool)respondsToSelector:(SEL _Null_unspecified)aSelector;
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject>
- (id _Nullable)forwardingTargetForSelector:(SEL _Null_unspecified)aSelector;
@end

#pragma clang assume_nonnull begin
@interface NSObject (Initializers)
+ (instancetype)alloc;
- (instancetype)init;
@end

// https://developer.apple.com/documentation/foundation/nsstring (only its existence: the key
// types in UIKitObjC.h wrap it)
@interface NSString : NSObject
@end
#pragma clang assume_nonnull end
