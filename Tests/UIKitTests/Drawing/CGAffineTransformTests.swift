//  CGAffineTransformTests.swift — UIKitTests
//  Core Graphics' affine transform: its constructors, the order `translatedBy`/`scaledBy`/
//  `rotated` compose in, inversion, and points, sizes and rectangles mapped through it.

import Foundation
import Testing
import UIKit

struct CGAffineTransformTests {
    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func identityLeavesAPointAndIsIdentity() {
        let p = CGPoint(x: 3, y: -4)
        #expect(p.applying(.identity) == p)
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform().isIdentity)
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
        #expect(CGAffineTransform(1, 0, 0, 1, 0, 0) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
    }

    @Test func aQuarterTurnTakesTheXAxisDownTheScreen() {
        let t = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(CGPoint(x: 10, y: 0).applying(t), CGPoint(x: 0, y: 10)))
    }

    @Test func translatedByTranslatesBeforeTheTransform() {
        // Core Graphics: t' = translate · t, so the translation is scaled by t.
        let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 5, y: 1)
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 3))
        #expect(CGPoint.zero.applying(t) == CGPoint(x: 10, y: 3))
    }

    @Test func scaledByAndRotatedApplyBeforeTheTransform() {
        let moved = CGAffineTransform(translationX: 100, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(moved.scaledBy(x: 2, y: 4)) == CGPoint(x: 102, y: 4))
        #expect(close(CGPoint(x: 1, y: 0).applying(moved.rotated(by: .pi / 2)), CGPoint(x: 100, y: 1)))
    }

    @Test func concatenatingAppliesTheReceiverFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
    }

    @Test func invertedUndoesTheTransformAndKeepsASingularOne() {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 3, y: -9)
        let p = CGPoint(x: 13, y: 7)
        #expect(close(p.applying(t).applying(t.inverted()), p))
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func aSizeIgnoresTheTranslation() {
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: -1, tx: 50, ty: 50)
        #expect(CGSize(width: 10, height: 4).applying(t) == CGSize(width: 20, height: -4))
    }

    @Test func aRectangleBecomesTheBoundsOfItsCorners() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(r.minX + 20) < 1e-9 && abs(r.minY) < 1e-9)
        #expect(abs(r.width - 20) < 1e-9 && abs(r.height - 10) < 1e-9)
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 5, y: 5)).isNull)
    }
}
